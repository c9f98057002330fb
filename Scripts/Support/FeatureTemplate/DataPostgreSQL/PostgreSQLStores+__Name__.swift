public import __Prefix__Data
public import __Prefix__Domain

extension PostgreSQLStores: __Name__Stores {
    public var __plural__: any __Name__Repository { PostgreSQL__Name__Repository(database: database) }
}
