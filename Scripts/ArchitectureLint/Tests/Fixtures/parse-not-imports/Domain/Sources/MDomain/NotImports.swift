struct Importer {
    func `import`(import value: Int) -> Int { value }
    var `import`: Int { 0 }
}
func use(_ i: Importer) -> Int {
    i.import(import: 1) + i.`import`
}
#if canImport(Foundation)
// canImport names a module but imports nothing
#endif
