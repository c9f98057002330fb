import MDomain
import MData
