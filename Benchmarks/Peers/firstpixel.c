/* firstpixel: start an app and time it to its first frame on screen.
 *
 *   firstpixel [-x X] [-y Y] [-c RRGGBB] [-t SECONDS] -- APP [ARGS...]
 *   firstpixel --now                  prints CLOCK_MONOTONIC in seconds
 *   firstpixel --cpu PID              prints the CPU time process PID has used, in microseconds:
 *                                     every thread's, those that ended too (its process CPU clock)
 *
 * Selects SubstructureNotify on the root window, forks and execs APP, waits for the MapNotify of
 * its top-level window (_NET_WM_PID = the child, else the first mapped window at least 200x200),
 * then reads the pixel (X, Y) of that window with XGetImage every 0.25 ms until it is the colour
 * (each channel within 2). It then prints one line to stdout:
 *
 *   FIRST_MS MAPPED_MS PID WINDOW_ID
 *
 * (milliseconds from the fork to the pixel, and to the MapNotify), stays until the app exits and
 * exits with its status. APP's stdout goes to stderr, so stdout carries only that line.
 * Default pixel: (40, 780), colour 808080 (the closed pane's grey). */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int ignore_errors(Display *d, XErrorEvent *e) {
  (void)d;
  (void)e;
  return 0;
}

static void die(const char *what, const char *fix) {
  fprintf(stderr, "firstpixel: %s\n  %s\n", what, fix);
  exit(2);
}

static void usage(void) {
  die("usage: firstpixel [-x X] [-y Y] [-c RRGGBB] [-t SECONDS] -- APP [ARGS...] | firstpixel --now"
      " | firstpixel --cpu PID",
      "Give the app to start after '--'.");
}

/* The window's _NET_WM_PID, or -1 when it has none. */
static long window_pid(Display *d, Window w) {
  Atom pid_atom = XInternAtom(d, "_NET_WM_PID", False), type;
  int format;
  unsigned long count, after;
  unsigned char *data = NULL;
  long pid = -1;
  if (XGetWindowProperty(d, w, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after, &data) ==
          Success &&
      data != NULL && count == 1 && format == 32)
    pid = (long)*(unsigned long *)data;
  if (data) XFree(data);
  return pid;
}

/* Whether w is the child's top-level window. */
static int is_app_window(Display *d, Window w, pid_t child) {
  XWindowAttributes a;
  if (!XGetWindowAttributes(d, w, &a) || a.override_redirect) return 0;
  long pid = window_pid(d, w);
  if (pid >= 0) return pid == (long)child;
  return a.width >= 200 && a.height >= 200;
}

static unsigned channel(unsigned long pixel, unsigned long mask) {
  if (mask == 0) return 0;
  while (!(mask & 1)) {
    mask >>= 1;
    pixel >>= 1;
  }
  return (unsigned)(pixel & mask) * 255u / (unsigned)mask;
}

/* Whether pixel (x, y) of w is within 2 of rgb in every channel. */
static int pixel_matches(Display *d, Window w, int x, int y, unsigned rgb) {
  XImage *img = XGetImage(d, w, x, y, 1, 1, AllPlanes, ZPixmap);
  if (img == NULL) return 0;
  unsigned long p = XGetPixel(img, 0, 0);
  unsigned c[3] = {channel(p, img->red_mask), channel(p, img->green_mask), channel(p, img->blue_mask)};
  XDestroyImage(img);
  for (int i = 0; i < 3; i++) {
    int want = (int)((rgb >> (16 - 8 * i)) & 0xff);
    if (abs((int)c[i] - want) > 2) return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  int x = 40, y = 780, argi = 1;
  unsigned rgb = 0x808080;
  double timeout = 20;
  if (argc == 2 && strcmp(argv[1], "--now") == 0) {
    printf("%.6f\n", now());
    return 0;
  }
  if (argc == 3 && strcmp(argv[1], "--cpu") == 0) {
    clockid_t clock;
    struct timespec ts;
    int err = clock_getcpuclockid((pid_t)atoi(argv[2]), &clock);
    if (err != 0 || clock_gettime(clock, &ts) != 0) {
      fprintf(stderr, "firstpixel: no CPU clock for process %s: %s\n", argv[2], strerror(err ? err : errno));
      return 1;
    }
    printf("%lld\n", (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000);
    return 0;
  }
  for (; argi < argc && strcmp(argv[argi], "--") != 0; argi += 2) {
    if (argi + 1 >= argc) usage();
    const char *v = argv[argi + 1];
    if (strcmp(argv[argi], "-x") == 0) x = atoi(v);
    else if (strcmp(argv[argi], "-y") == 0) y = atoi(v);
    else if (strcmp(argv[argi], "-c") == 0) rgb = (unsigned)strtoul(v, NULL, 16);
    else if (strcmp(argv[argi], "-t") == 0) timeout = atof(v);
    else usage();
  }
  if (argi + 1 >= argc) usage();
  char **app = argv + argi + 1;

  Display *d = XOpenDisplay(NULL);
  if (d == NULL) die("cannot open the X display", "Set DISPLAY, e.g. run under xvfb-run.");
  XSetErrorHandler(ignore_errors);
  Window root = DefaultRootWindow(d);
  XSelectInput(d, root, SubstructureNotifyMask);
  XSync(d, False);

  double t0 = now();
  pid_t child = fork();
  if (child < 0) die("fork failed", strerror(errno));
  if (child == 0) {
    close(ConnectionNumber(d));
    dup2(STDERR_FILENO, STDOUT_FILENO);
    execvp(app[0], app);
    fprintf(stderr, "firstpixel: cannot run %s: %s\n", app[0], strerror(errno));
    _exit(127);
  }

  Window win = 0;
  double mapped = 0, first = 0;
  while (first == 0) {
    if (waitpid(child, NULL, WNOHANG) == child) {
      fprintf(stderr, "firstpixel: %s exited before showing a frame (see its messages above)\n", app[0]);
      return 3;
    }
    if (now() - t0 > timeout) {
      fprintf(stderr, "firstpixel: %s showed no %06x pixel at (%d, %d) of its window within %.0f s%s\n", app[0],
              rgb, x, y, timeout, win == 0 ? " (no window of it was mapped)" : "");
      kill(child, SIGTERM);
      return 3;
    }
    while (win == 0 && XPending(d) > 0) {
      XEvent e;
      XNextEvent(d, &e);
      if (e.type == MapNotify && is_app_window(d, e.xmap.window, child)) {
        win = e.xmap.window;
        mapped = now();
      }
    }
    if (win != 0 && pixel_matches(d, win, x, y, rgb)) first = now();
    else usleep(250);
  }
  printf("%.2f %.2f %d 0x%lx\n", (first - t0) * 1000, (mapped - t0) * 1000, (int)child, (unsigned long)win);
  fflush(stdout);
  XCloseDisplay(d);

  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM ? 0 : 1;
}
