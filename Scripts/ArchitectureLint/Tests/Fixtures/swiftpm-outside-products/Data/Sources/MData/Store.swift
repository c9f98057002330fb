import GRDB

public struct Store {}
