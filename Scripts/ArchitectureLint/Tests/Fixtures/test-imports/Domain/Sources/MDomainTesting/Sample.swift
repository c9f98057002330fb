public import MDomain

public let sample = Movie()
