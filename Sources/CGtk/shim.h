#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

/* GTK 4, GLib and the few things Swift cannot import from them: macros become static inline
 * functions here, and the instance struct of the GListModel type that GtkList registers from
 * Swift is declared here so its size is known. Nothing else: the logic lives in Swift. */

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>

/* --- GType macros --- */
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_list_model(void) { return G_TYPE_LIST_MODEL; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

/* --- type checks --- */
static inline gboolean cgtk_is_widget(gpointer instance) { return GTK_IS_WIDGET(instance); }

/* --- constants defined as casts or by byte order --- */
static inline guint cgtk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }
static inline GdkMemoryFormat cgtk_memory_format_default(void) { return GDK_MEMORY_DEFAULT; }

/* --- variadic functions, which Swift cannot call: a literal text through "%s" --- */
static inline void cgtk_command_line_print_error(GApplicationCommandLine *line, const char *text) {
    g_application_command_line_printerr(line, "%s", text);
}

/* --- gettext: glibc's documented way to make a change of LANGUAGE take effect --- */
extern int _nl_msg_cat_cntr;
static inline void cgtk_forget_cached_translations(void) { ++_nl_msg_cat_cntr; }

/* --- the lazy GListModel registered by GtkList --- */
typedef struct {
    GObject parent_instance;
    /* Unretained pointer to the Swift object serving the rows; NULL once it is gone. */
    void *owner;
} CGtkRowListModel;

typedef struct {
    GObjectClass parent_class;
} CGtkRowListModelClass;

/* --- libdispatch's main queue, for running it inside the GLib main loop ---
 * Exported by libdispatch on Linux (Foundation's RunLoop uses them the same way): a file
 * descriptor that becomes readable when work is queued, and the function that drains it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
