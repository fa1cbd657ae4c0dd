/* The floor for list-viewer's first picture: the least a GTK 4 program does to show a list.
 *
 * A GtkListView of 200 one-label rows in an 800x700 window; once the window has painted its
 * first frame, the window is rendered to a PNG (argv[1]) by its own renderer, written as
 * list-viewer writes its pictures, and the program exits. list-bench builds it with the
 * system's C compiler and times it, whole process, beside `list-viewer FILE --snapshot OUT.png
 * --size 800x700`, both drawing with cairo and without probing OpenGL, as list-viewer's
 * pictures do. It is a measuring stick, not part of the package. */
#include <gtk/gtk.h>
#include <png.h>
#include <zlib.h>

static const char *output_path;

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    gtk_list_item_set_child(item, gtk_label_new(NULL));
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    GtkStringObject *text = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(text));
}

/* The texture as list-viewer writes its pictures (PNGEncoding.swift): 8-bit RGBA, not
 * premultiplied, each row unfiltered, compressed at zlib's fastest level. */
static gboolean save_png(GdkTexture *texture, const char *path)
{
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    guchar *pixels = g_malloc((gsize) width * height * 4);
    gdk_texture_download(texture, pixels, (gsize) width * 4);
    for (gsize i = 0; i < (gsize) width * height * 4; i += 4) {
        guchar blue = pixels[i], green = pixels[i + 1], red = pixels[i + 2], alpha = pixels[i + 3];
        guchar channels[3] = { red, green, blue };
        /* Divided by alpha as GDK converts: in single precision, to the nearest step. */
        float opacity = alpha / 255.f;
        for (int c = 0; c < 3; c++) {
            float value = channels[c] / 255.f;
            if (alpha != 255 && opacity > 1 / 255.0) value /= opacity;
            pixels[i + c] = alpha == 255 ? channels[c] : CLAMP(value * 255 + 0.5, 0, 255);
        }
    }
    FILE *file = fopen(path, "wb");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    gboolean written = FALSE;
    if (file != NULL && png != NULL && info != NULL && setjmp(png_jmpbuf(png)) == 0) {
        png_init_io(png, file);
        png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_set_filter(png, 0, PNG_FILTER_NONE);
        png_set_compression_level(png, Z_BEST_SPEED);
        png_write_info(png, info);
        for (int row = 0; row < height; row++) png_write_row(png, pixels + (gsize) row * width * 4);
        png_write_end(png, info);
        written = TRUE;
    }
    png_destroy_write_struct(&png, &info);
    if (file != NULL && fclose(file) != 0) written = FALSE;
    g_free(pixels);
    return written;
}

static gboolean write_picture(gpointer window)
{
    GtkWidget *widget = window;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(widget));
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    gboolean written = save_png(texture, output_path);
    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
    gtk_window_destroy(GTK_WINDOW(window));
    if (!written) g_printerr("cannot write %s\n", output_path);
    return G_SOURCE_REMOVE;
}

/* The first paint has happened once the frame clock reports its frame after layout. */
static void on_painted(GdkFrameClock *clock, gpointer window)
{
    g_signal_handlers_disconnect_by_func(clock, on_painted, window);
    g_idle_add(write_picture, window);
}

static void on_mapped(GtkWidget *window, gpointer data)
{
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect_after(clock, "paint", G_CALLBACK(on_painted), window);
}

static void activate(GtkApplication *application, gpointer data)
{
    GtkStringList *rows = gtk_string_list_new(NULL);
    for (int number = 1; number <= 200; number++) {
        char text[32];
        g_snprintf(text, sizeof text, "Row %d", number);
        gtk_string_list_append(rows, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(rows))), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);

    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 700);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    g_signal_connect(window, "map", G_CALLBACK(on_mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        g_printerr("usage: %s OUT.png\n", argv[0]);
        return 2;
    }
    output_path = argv[1];
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), 1, argv);
    g_object_unref(application);
    return status;
}
