public import SkeletonCommandLine

/// Skeleton on the command line: its error lines begin `skeleton:`.
public enum SkeletonProgram: CommandLineProgram {
    /// `skeleton`.
    public static let name = "skeleton"
}

/// Everything a one-shot command prints and how it ends (the kit's
/// `ProgramOutput`, naming Skeleton): the front end writes its lines and
/// exits with its outcome's status.
public typealias CommandOutput = ProgramOutput<SkeletonProgram>
/// The form of Skeleton's lines on standard error: `skeleton: <message>`.
public typealias ErrorLine = ProgramErrorLine<SkeletonProgram>
