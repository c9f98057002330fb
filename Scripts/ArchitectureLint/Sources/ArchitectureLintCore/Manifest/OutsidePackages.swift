import Foundation
import SwiftSyntax

/// Products of packages outside the workspace, read from their own manifests
/// where SwiftPM checked them out (`<package>/.build/checkouts/<name>`).
/// Only `.library(name:targets:)` declarations are read, from the syntax
/// tree, so no SwiftPM process starts for them.
enum OutsidePackages {
    /// The targets a product vends, or nil when the package is not checked out
    /// or declares no such product.
    static func targets(ofProduct product: String, package identity: String, from directory: URL) -> [String]? {
        let checkouts = directory.appendingPathComponent(".build/checkouts")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: checkouts.path) else { return nil }
        let wanted = identity.lowercased()
        guard let name = names.first(where: { $0.lowercased() == wanted || $0.lowercased() == wanted + ".git" }),
            let text = try? String(
                contentsOf: checkouts.appendingPathComponent(name).appendingPathComponent("Package.swift"),
                encoding: .utf8)
        else { return nil }
        return libraries(inManifest: text)[product]
    }

    /// Every `.library(name: "P", …, targets: ["A", …])` in a manifest's text.
    static func libraries(inManifest text: String) -> [String: [String]] {
        let parsed = ParsedSwift(text, path: "Package.swift")
        let finder = LibraryFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        return finder.libraries
    }
}

private final class LibraryFinder: SyntaxVisitor {
    var libraries: [String: [String]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "library",
            let name = node.arguments.first(where: { $0.label?.text == "name" }),
            let product = ManifestSyntax.stringValue(name.expression),
            let list = node.arguments.first(where: { $0.label?.text == "targets" })?.expression.as(ArrayExprSyntax.self)
        else { return .visitChildren }
        libraries[product, default: []] += list.elements.compactMap { ManifestSyntax.stringValue($0.expression) }
        return .visitChildren
    }
}

/// Small helpers for reading manifest syntax.
enum ManifestSyntax {
    /// The value of a plain string literal (no interpolation).
    static func stringValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
