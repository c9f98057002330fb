@@include-if terminal
public import SkeletonPresentation

extension AppComposition {
    /// The full-screen app's tabs, in the order the tab bar shows them; a
    /// context with a screen adds its line (Scripts/new-feature --screen does).
    public func screens() async throws(CompositionFailure) -> [ScreenTab] {
        [
            // new-feature: screens
        ]
    }
}
