import SwiftSyntax

extension CompilationCondition {
    /// Reads the condition of a `#if` or `#elseif` clause.
    ///
    /// - Parameters:
    ///   - expression: the clause's condition.
    ///   - flags: receives each bare name with its node, to place diagnostics.
    init(_ expression: ExprSyntax, flags: inout [DeclReferenceExprSyntax]) {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            self = .literal(literal.literal.tokenKind == .keyword(.true))
        } else if let name = expression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil {
            flags.append(name)
            self = .atom(.flag(name.baseName.text))
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(CompilationCondition(prefix.expression, flags: &flags))
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            self = CompilationCondition(only.expression, flags: &flags)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            symbol == "&&" || symbol == "||"
        {
            let left = CompilationCondition(infix.leftOperand, flags: &flags)
            let right = CompilationCondition(infix.rightOperand, flags: &flags)
            self = symbol == "&&" ? .and(left, right) : .or(left, right)
        } else if let sequence = expression.as(SequenceExprSyntax.self),
            let folded = Self(folding: Array(sequence.elements), flags: &flags)
        {
            self = folded
        } else {
            self = .atom(.fact(expression.trimmedDescription))
        }
    }

    /// Folds `a || b && c` as the compiler does (`&&` binds tighter); nil
    /// when the sequence holds another operator.
    private init?(folding elements: [ExprSyntax], flags: inout [DeclReferenceExprSyntax]) {
        func isOperator(_ element: ExprSyntax, _ symbol: String) -> Bool {
            element.as(BinaryOperatorExprSyntax.self)?.operator.text == symbol
        }
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        guard elements.count % 2 == 1, operators.allSatisfy({ isOperator($0, "&&") || isOperator($0, "||") })
        else { return nil }
        var alternatives: [CompilationCondition] = []
        var conjunction: CompilationCondition?
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                if isOperator(element, "||"), let finished = conjunction {
                    alternatives.append(finished)
                    conjunction = nil
                }
                continue
            }
            let operand = CompilationCondition(element, flags: &flags)
            conjunction = conjunction.map { .and($0, operand) } ?? operand
        }
        if let conjunction { alternatives.append(conjunction) }
        guard let first = alternatives.first else { return nil }
        self = alternatives.dropFirst().reduce(first) { .or($0, $1) }
    }
}
