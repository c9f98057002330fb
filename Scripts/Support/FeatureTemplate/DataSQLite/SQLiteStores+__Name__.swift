public import __Prefix__Data
public import __Prefix__Domain

extension SQLiteStores: __Name__Stores {
    public var __plural__: any __Name__Repository { SQLite__Name__Repository(database: database) }
}
