/* gtkpane: Fluid's scene 0, the control-centre pane, in GTK 4 + libadwaita: a 1280x800 white window, a
 * #808080 pane of the window's size with corner radius 6 and a shadow, a grabber, two labels, and the
 * title bar strip. Closed, its top edge is at 600; open, at 50. Space toggles with an AdwSpringAnimation
 * (damping ratio 0.8, mass 1, stiffness (2 pi / 0.35 s)^2, the response 0.35 s); toggling mid-flight
 * restarts it from the current value and velocity, as AdwCarousel does. Esc or SIGTERM quits.
 *
 *   gtkpane [FRAME_LOG]
 *
 * Logs every painted frame (the frame clock's after-paint): one CLOCK_MONOTONIC time in seconds a line
 * to FRAME_LOG if given; on exit prints "frames N" to stdout. Run with GSK_RENDERER=cairo under Xvfb
 * (GL through llvmpipe takes 0.4-1.7 s to the first frame). */
#include <adwaita.h>
#include <errno.h>
#include <fcntl.h>
#include <glib-unix.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CLOSED_Y 600.0
#define OPEN_Y 50.0

static const char *css =
    /* Without a window manager GTK draws a client-side frame (a 5 px margin and shadow): none. */
    "window, window.csd, window.solid-csd { margin: 0; padding: 0; border: none; border-radius: 0;"
    "  box-shadow: none; outline: none; background: white; }"
    ".backdrop { background: white; }"
    "label { font-family: 'DejaVu Sans'; }"
    ".pane { background: #808080; border-radius: 6px; box-shadow: 0 -2px 18px rgba(0, 0, 0, 0.18); }"
    ".grabber { background: #b8b8b8; border-radius: 2.5px; }"
    ".driver { font-size: 15px; font-weight: bold; color: white; }"
    ".hint { font-size: 13px; color: #e6e6e6; }"
    ".titlebar-strip { background: rgba(0, 0, 0, 0.72); }"
    ".dot { background: #808080; border-radius: 5px; }"
    ".title { font-size: 14px; font-weight: bold; color: white; }"
    ".keys { font-size: 12px; color: #a6a6a6; }";

static GtkWidget *overlay, *pane;
static AdwAnimation *spring;
static double pane_y = CLOSED_Y;
static gboolean is_open;
static int log_fd = -1;
static long frames;

static void move_pane(double value, gpointer data) {
  (void)data;
  pane_y = value;
  gtk_widget_queue_allocate(overlay);
}

/* Places the pane: the window's size, its top edge at pane_y. Other overlay children: the default. */
static gboolean place_child(GtkOverlay *o, GtkWidget *child, GdkRectangle *r, gpointer data) {
  (void)data;
  if (child != pane) return FALSE;
  *r = (GdkRectangle){0, (int)lround(pane_y), gtk_widget_get_width(GTK_WIDGET(o)),
                      gtk_widget_get_height(GTK_WIDGET(o))};
  return TRUE;
}

static void toggle(void) {
  AdwSpringAnimation *s = ADW_SPRING_ANIMATION(spring);
  double velocity = adw_animation_get_state(spring) == ADW_ANIMATION_PLAYING ? adw_spring_animation_get_velocity(s) : 0;
  is_open = !is_open;
  adw_spring_animation_set_value_from(s, pane_y);
  adw_spring_animation_set_value_to(s, is_open ? OPEN_Y : CLOSED_Y);
  adw_spring_animation_set_initial_velocity(s, velocity);
  adw_animation_reset(spring);
  adw_animation_play(spring);
}

static gboolean key_pressed(GtkEventControllerKey *c, guint key, guint code, GdkModifierType m, gpointer window) {
  (void)c, (void)code, (void)m;
  if (key == GDK_KEY_space || key == GDK_KEY_Return) toggle();
  else if (key == GDK_KEY_Escape) gtk_window_destroy(GTK_WINDOW(window));
  else return FALSE;
  return TRUE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  (void)clock, (void)data;
  frames++;
  if (log_fd < 0) return;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  char line[32];
  int n = snprintf(line, sizeof line, "%ld.%06ld\n", (long)ts.tv_sec, ts.tv_nsec / 1000);
  if (write(log_fd, line, (size_t)n) != n) perror("gtkpane: frame log");
}

static void realized(GtkWidget *window, gpointer data) {
  (void)data;
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

static GtkWidget *box(GtkOrientation orientation, const char *css_class, int width, int height) {
  GtkWidget *b = gtk_box_new(orientation, 0);
  gtk_widget_add_css_class(b, css_class);
  gtk_widget_set_size_request(b, width, height);
  return b;
}

static GtkWidget *label(const char *text, const char *css_class, int height) {
  GtkWidget *l = gtk_label_new(text);
  gtk_widget_add_css_class(l, css_class);
  gtk_widget_set_size_request(l, -1, height);
  return l;
}

static GtkWidget *make_pane(void) {
  GtkWidget *p = box(GTK_ORIENTATION_VERTICAL, "pane", -1, -1);
  GtkWidget *grabber = box(GTK_ORIENTATION_HORIZONTAL, "grabber", 36, 5);
  gtk_widget_set_halign(grabber, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top(grabber, 8);
  GtkWidget *driver = label("Driver: exact spring (\u03b6 0.8, response 0.35 s)", "driver", 22);
  gtk_widget_set_margin_top(driver, 13); /* its top at 26 */
  GtkWidget *hint = label("Drag or flick the pane \u00b7 click anywhere to toggle \u00b7 D: next driver", "hint", 18);
  gtk_widget_set_margin_top(hint, 2); /* its top at 50 */
  gtk_box_append(GTK_BOX(p), grabber);
  gtk_box_append(GTK_BOX(p), driver);
  gtk_box_append(GTK_BOX(p), hint);
  return p;
}

static GtkWidget *make_title_bar(void) {
  GtkWidget *bar = box(GTK_ORIENTATION_HORIZONTAL, "titlebar-strip", -1, 32);
  gtk_widget_set_valign(bar, GTK_ALIGN_START);
  GtkWidget *dot = box(GTK_ORIENTATION_HORIZONTAL, "dot", 10, 10);
  gtk_widget_set_valign(dot, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start(dot, 12);
  GtkWidget *title = label("0  Control-centre pane", "title", 32);
  gtk_widget_set_margin_start(title, 8);
  GtkWidget *keys = label("H help \u00b7 S slow \u00b7 V physics \u00b7 Tab next", "keys", 32);
  gtk_widget_set_hexpand(keys, TRUE);
  gtk_widget_set_halign(keys, GTK_ALIGN_END);
  gtk_widget_set_margin_end(keys, 12);
  gtk_box_append(GTK_BOX(bar), dot);
  gtk_box_append(GTK_BOX(bar), title);
  gtk_box_append(GTK_BOX(bar), keys);
  return bar;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  GtkWidget *window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "Control-centre pane (GTK 4 + libadwaita)");
  gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);

  overlay = gtk_overlay_new();
  gtk_widget_set_overflow(overlay, GTK_OVERFLOW_HIDDEN);
  gtk_overlay_set_child(GTK_OVERLAY(overlay), box(GTK_ORIENTATION_VERTICAL, "backdrop", -1, -1));
  pane = make_pane();
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), pane);
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), make_title_bar());
  g_signal_connect(overlay, "get-child-position", G_CALLBACK(place_child), NULL);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), overlay);

  double omega = 2 * G_PI / 0.35;
  AdwSpringParams *params = adw_spring_params_new(0.8, 1, omega * omega);
  AdwAnimationTarget *target = adw_callback_animation_target_new(move_pane, NULL, NULL);
  spring = adw_spring_animation_new(overlay, CLOSED_Y, CLOSED_Y, params, target); /* owns both */

  GtkEventController *keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), window);
  gtk_widget_add_controller(window, keys);
  g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
  gtk_window_present(GTK_WINDOW(window));
}

static gboolean on_term(gpointer app) {
  g_application_quit(G_APPLICATION(app));
  return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
  if (argc > 2) {
    fprintf(stderr, "usage: gtkpane [FRAME_LOG]\n");
    return 2;
  }
  if (argc == 2 && (log_fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0) {
    fprintf(stderr, "gtkpane: cannot write the frame log %s: %s\n", argv[1], strerror(errno));
    return 2;
  }
  AdwApplication *app = adw_application_new("org.fluid.PeerPane", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  g_unix_signal_add(SIGTERM, on_term, app);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  printf("frames %ld\n", frames);
  return status;
}
