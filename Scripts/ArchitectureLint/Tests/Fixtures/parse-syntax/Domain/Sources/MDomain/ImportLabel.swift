func run(_ body: @escaping () -> Void, import value: Int) {}
func call(_ body: @Sendable () -> Void, import: Int) {}
struct S { var `import`: Int }
