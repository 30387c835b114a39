// qtpane: loads pane.qml (argv[1]) in a QQmlApplicationEngine, as a Qt Quick app would, and logs every
// presented frame (QQuickWindow::frameSwapped): one CLOCK_MONOTONIC time in seconds a line to
// argv[2] if given. SIGTERM or Esc quits; on exit it prints "frames N" to stdout.
// Run with QT_QUICK_BACKEND=software (scripts/peers does).
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSocketNotifier>
#include <QUrl>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

static int quitPipe[2];

static void onTerm(int) {
  char c = 1;
  ssize_t n = write(quitPipe[1], &c, 1);
  (void)n;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: qtpane PANE.qml [FRAME_LOG]\n");
    return 2;
  }
  QGuiApplication app(argc, argv);
  int log = -1;
  if (argc > 2 && (log = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0) {
    std::fprintf(stderr, "qtpane: cannot write the frame log %s: %s\n", argv[2], std::strerror(errno));
    return 2;
  }
  if (pipe(quitPipe) != 0) return 2;
  std::signal(SIGTERM, onTerm);
  QSocketNotifier notifier(quitPipe[0], QSocketNotifier::Read);
  QObject::connect(&notifier, &QSocketNotifier::activated, &app, &QCoreApplication::quit);

  QQmlApplicationEngine engine;
  engine.load(QUrl::fromLocalFile(QString::fromLocal8Bit(argv[1])));
  auto *window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects()[0]);
  if (window == nullptr) {
    std::fprintf(stderr, "qtpane: %s did not load as a Window (see the QML errors above)\n", argv[1]);
    return 1;
  }
  long frames = 0;
  QObject::connect(window, &QQuickWindow::frameSwapped, window, [&frames, log] {
    frames++;
    if (log < 0) return;
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    char line[32];
    int n = std::snprintf(line, sizeof line, "%ld.%06ld\n", (long)ts.tv_sec, ts.tv_nsec / 1000);
    if (write(log, line, n) != n) std::perror("qtpane: frame log");
  }, Qt::DirectConnection);
  int status = app.exec();
  std::printf("frames %ld\n", frames);
  return status;
}
