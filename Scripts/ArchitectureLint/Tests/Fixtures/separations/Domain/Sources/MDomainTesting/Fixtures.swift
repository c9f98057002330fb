public import MDomain

public enum Fixtures {
    public static let movie = Movie(title: "Metropolis")
}
