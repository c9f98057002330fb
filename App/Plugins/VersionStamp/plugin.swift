import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` before each build of the target that uses it:
/// the commit of the repository the package sits in, with `-dirty` when
/// tracked files differ from it, or `nil` where that is not known (no git,
/// not a clone, a sandbox that hides it). Rewritten only when it changes, so
/// an unchanged commit recompiles nothing.
@main
struct VersionStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let repository = context.package.directoryURL.deletingLastPathComponent()
        let script = """
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
            if [ -n "$commit" ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
                commit="$commit-dirty"
            fi
            if [ -n "$commit" ]; then value="\\"$commit\\""; else value="nil"; fi
            mkdir -p "$2"
            text="/// The commit this build was made from, or nil where it is not known (written by VersionStamp).
            let buildCommit: String? = $value"
            [ "$(cat "$2/BuildCommit.swift" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$2/BuildCommit.swift"
            """
        return [
            .prebuildCommand(
                displayName: "Stamping the commit into \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "version-stamp", repository.path, output.path],
                outputFilesDirectory: output)
        ]
    }
}
