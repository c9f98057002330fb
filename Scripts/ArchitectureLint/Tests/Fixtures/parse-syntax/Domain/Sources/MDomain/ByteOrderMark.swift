import Glibc
