/// Who reads a message: someone at a shell, who acts by typing `marquee`
/// commands, or someone in the full-screen app, who acts with keys and
/// screens. The facts are the same; what to do next is said in their terms.
public enum Audience: Equatable, Sendable {
    /// A one-shot command's reader.
    case commandLine
    /// The full-screen app's reader.
    case screen

    /// `command` for the shell, `screenAction` for the app.
    func pick(_ command: String, _ screenAction: String) -> String {
        self == .commandLine ? command : screenAction
    }
}
