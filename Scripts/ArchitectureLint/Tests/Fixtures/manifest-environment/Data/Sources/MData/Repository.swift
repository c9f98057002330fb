import MDomain

public struct MovieRepository {}
