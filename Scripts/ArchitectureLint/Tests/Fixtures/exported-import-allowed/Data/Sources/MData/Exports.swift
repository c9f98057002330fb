@_exported public import MDomain
