public struct Postgres {}
