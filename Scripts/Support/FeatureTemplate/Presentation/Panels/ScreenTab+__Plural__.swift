public import __Prefix__Domain

extension ScreenTab {
    /// The __Labels__ screen over the context's use cases.
    public static func __plural__(_ __plural__: __Name__UseCases) -> ScreenTab {
        ScreenTab(title: "__Labels__") { tasks in __Plural__Panel(__plural__: __plural__, tasks: tasks) }
    }
}
