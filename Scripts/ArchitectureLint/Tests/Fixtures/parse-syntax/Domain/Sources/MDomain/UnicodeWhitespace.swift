import Darwin
 import Dispatch
