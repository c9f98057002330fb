import Logging
import MDomain
