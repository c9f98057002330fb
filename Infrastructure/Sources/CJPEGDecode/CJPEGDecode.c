#include "CJPEGDecode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
} marquee_error_manager;

static void marquee_error_exit(j_common_ptr cinfo) {
    marquee_error_manager *manager = (marquee_error_manager *)cinfo->err;
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    snprintf(manager->message, 200, "%s", buffer);
    longjmp(manager->jump, 1);
}

// Warnings (level -1) include "premature end of JPEG file", after which
// libjpeg would pad the image with grey: a truncated download must fail.
static void marquee_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) {
        marquee_error_exit(cinfo);
    }
}

// Messages go into the result, never to stderr.
static void marquee_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

marquee_jpeg_status marquee_jpeg_decode(
    const uint8_t *bytes, size_t count,
    uint32_t max_width, uint32_t max_height, uint64_t max_pixels,
    marquee_jpeg_image *image) {
    struct jpeg_decompress_struct cinfo;
    marquee_error_manager errors;
    // volatile: read after a longjmp back into this frame.
    uint8_t *volatile pixels = NULL;
    volatile marquee_jpeg_status status = MARQUEE_JPEG_INVALID;

    memset(image, 0, sizeof(*image));
    if (bytes == NULL || count == 0) {
        snprintf(image->message, sizeof(image->message), "empty input");
        return MARQUEE_JPEG_INVALID;
    }
    cinfo.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = marquee_error_exit;
    errors.base.emit_message = marquee_emit_message;
    errors.base.output_message = marquee_output_message;
    errors.message = image->message;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        return status;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, bytes, (unsigned long)count);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width == 0 || cinfo.image_height == 0
        || cinfo.image_width > max_width || cinfo.image_height > max_height
        || (uint64_t)cinfo.image_width * cinfo.image_height > max_pixels) {
        image->width = cinfo.image_width;
        image->height = cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return MARQUEE_JPEG_TOO_LARGE;
    }
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 3) {
        snprintf(image->message, sizeof(image->message), "unexpected %d components", cinfo.output_components);
        jpeg_destroy_decompress(&cinfo);
        return MARQUEE_JPEG_INVALID;
    }
    size_t stride = (size_t)cinfo.output_width * 3;
    pixels = malloc(stride * cinfo.output_height);
    if (pixels == NULL) {
        status = MARQUEE_JPEG_NO_MEMORY;
        jpeg_destroy_decompress(&cinfo);
        return status;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    image->width = cinfo.output_width;
    image->height = cinfo.output_height;
    image->pixels = pixels;
    jpeg_destroy_decompress(&cinfo);
    return MARQUEE_JPEG_OK;
}

void marquee_jpeg_free(marquee_jpeg_image *image) {
    if (image != NULL) {
        free(image->pixels);
        image->pixels = NULL;
    }
}
