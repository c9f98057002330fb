// libjpeg(-turbo)'s API. jpeglib.h needs FILE and size_t declared first.
#include <stdio.h>
#include <stddef.h>
#include <jpeglib.h>
