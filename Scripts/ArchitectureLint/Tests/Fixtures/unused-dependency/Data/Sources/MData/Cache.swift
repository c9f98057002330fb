// Uses nothing from Domain.
struct Cache {}
