#ifndef MARQUEE_CJPEG_DECODE_H
#define MARQUEE_CJPEG_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// The outcome of marquee_jpeg_decode.
typedef enum {
    MARQUEE_JPEG_OK = 0,
    /// libjpeg rejected the data (not a JPEG, corrupt, truncated, unsupported).
    MARQUEE_JPEG_INVALID = 1,
    /// The header announces an image past the caller's limits; nothing was decoded.
    MARQUEE_JPEG_TOO_LARGE = 2,
    /// Memory for the pixels could not be allocated.
    MARQUEE_JPEG_NO_MEMORY = 3,
} marquee_jpeg_status;

/// The decoded image: RGB bytes, row by row, width * height * 3 of them.
/// `pixels` is malloc'ed; free it with marquee_jpeg_free.
typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
    /// libjpeg's message when status is MARQUEE_JPEG_INVALID.
    char message[200];
} marquee_jpeg_image;

/// Decodes a whole JPEG held in memory to 8-bit RGB.
///
/// libjpeg reports fatal errors by calling error_exit, which by default ends
/// the process; this wrapper replaces it with a longjmp back into itself
/// (Swift cannot use setjmp), so every failure becomes a status. A truncated
/// file is an error here, not a grey-filled image: libjpeg's "premature end
/// of data" warning is treated as fatal.
marquee_jpeg_status marquee_jpeg_decode(
    const uint8_t *bytes, size_t count,
    uint32_t max_width, uint32_t max_height, uint64_t max_pixels,
    marquee_jpeg_image *image);

/// Frees the pixels of an image marquee_jpeg_decode filled.
void marquee_jpeg_free(marquee_jpeg_image *image);

#endif
