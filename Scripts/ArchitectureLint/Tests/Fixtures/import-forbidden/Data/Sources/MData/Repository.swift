import MDomain
