@_exported import MDomain
