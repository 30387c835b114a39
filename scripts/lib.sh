# shellcheck shell=bash
# What the scripts in this folder share. Each one starts:
#   set -euo pipefail
#   source "$(dirname "$0")/lib.sh"
# which also moves to the repository root, where every path the scripts name starts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# What quiet leaves out of build and test logs: none by default; a script adds patterns (grep -e
# arguments) for a tool's known, harmless notes before calling quiet.
quiet_patterns=()

# quiet COMMAND...: runs COMMAND, its standard error merged into its standard output, less the lines
# matching quiet_patterns. The status is COMMAND's (with pipefail): a failed build still fails the
# script, while grep finding no line to print (its exit 1) is no failure. Lines pass as they come
# (--line-buffered): a log cut short by a time limit ends at the last line printed.
quiet() {
  if ((${#quiet_patterns[@]} == 0)); then
    "$@" 2>&1
  else
    "$@" 2>&1 | { grep --line-buffered -v "${quiet_patterns[@]}" || true; }
  fi
}

# bounded SECONDS COMMAND...: runs COMMAND, ending it and every process it started (TERM, then KILL
# 10 s later) if it outlives SECONDS; a hang then fails the script with a line saying so.
bounded() {
  local limit=$1 status=0
  shift
  timeout --kill-after=10 "$limit" "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "error: '$*' did not end within $limit s; it was stopped" >&2
  fi
  return "$status"
}

# xvfb WIDTHxHEIGHT COMMAND...: runs COMMAND with DISPLAY on a new Xvfb server (the first free display
# number from 200: the end-to-end tests' xvfb-run starts at 99, and may start at the same moment)
# whose one screen is WIDTHxHEIGHT at 24 bits.
xvfb() {
  local size=$1
  shift
  xvfb-run -a -n 200 -s "-screen 0 ${size}x24" "$@"
}

# recorded_sessions [FOLDER]: the recorded sessions in FOLDER (default Tests/Replays), one path a
# line: its *.jsonl files less the golden state dumps (*.state.jsonl) beside them.
recorded_sessions() {
  local trace
  for trace in "${1:-Tests/Replays}"/*.jsonl; do
    case "$trace" in *.state.jsonl) ;; *) echo "$trace" ;; esac
  done
}

# own_settings: gives the run a settings folder of its own (XDG_CONFIG_HOME), so a test, a benchmark
# or a screenshot neither reads the user's saved scene and sliders nor overwrites them.
own_settings() {
  XDG_CONFIG_HOME=$(mktemp -d)
  export XDG_CONFIG_HOME
  trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
}

# own_temporary_folder: points TMPDIR at a folder of the run's own (Foundation's temporary
# directory, mktemp and the programs the tests start all follow it); the caller removes it when the
# run ends, and with it whatever the tests left in their temporary folders. Open to every user, as
# /tmp is: a test runs a compositor as an unprivileged user in a folder made there.
own_temporary_folder() {
  TMPDIR=$(mktemp -d)
  chmod 1777 "$TMPDIR"
  export TMPDIR
}

# e2e_tests [FILTER] [SECONDS]: the end-to-end tests (those matching FILTER, a swift test --filter
# regex; all of FluidE2ETests by default) on the debug build, under an Xvfb of 1280x800; each test
# gives every command it runs an X server of its own. Bounded by SECONDS (default 1200).
e2e_tests() {
  FLUID_E2E=1 quiet bounded "${2:-1200}" xvfb-run -a -s "-screen 0 1280x800x24" \
    swift test --skip-build --filter "${1:-FluidE2ETests}"
}

# busy_loops: starts a busy loop on every core (their process ids in busy_pids); stop_busy_loops ends them.
busy_pids=()
busy_loops() {
  local i
  for i in $(seq "$(nproc)"); do
    (while :; do :; done) &
    busy_pids+=($!)
  done
}
stop_busy_loops() {
  ((${#busy_pids[@]} == 0)) || kill "${busy_pids[@]}" 2>/dev/null || true
  busy_pids=()
}

# step TITLE: ends the step before (its time noted) and starts one: prints "== TITLE". step_end ends
# the last; step_summary prints every step's time (a run cut short notes how far it got).
step_titles=()
step_times=()
step_started=
step() {
  step_end
  step_titles+=("$1")
  step_started=$SECONDS
  echo "== $1"
}
step_end() {
  [ -n "$step_started" ] || return 0
  step_times+=($((SECONDS - step_started)))
  echo "   (${step_times[-1]} s)"
  step_started=
}
step_summary() {
  local i total=0 last=""
  ((${#step_titles[@]} > 0)) || return 0
  if [ -n "$step_started" ]; then
    step_times+=($((SECONDS - step_started)))
    last=" (cut short: the run failed here)"
  fi
  echo "== step times"
  for i in "${!step_titles[@]}"; do
    printf '%8s s  %s' "${step_times[i]:-0}" "${step_titles[i]}"
    ((i < ${#step_titles[@]} - 1)) || printf '%s' "$last"
    printf '\n'
    total=$((total + ${step_times[i]:-0}))
  done
  printf '%8s s  in all\n' "$total"
}

# beside NAME COMMAND...: runs COMMAND in the background, its output kept for wait_beside, which waits
# for every such command, prints each one's output and fails if one failed. stop_beside ends any
# still running (on an early exit).
beside_names=()
beside_pids=()
beside_dir=
beside() {
  local name=$1
  shift
  [ -n "$beside_dir" ] || beside_dir=$(mktemp -d)
  "$@" >"$beside_dir/$name.log" 2>&1 &
  beside_names+=("$name")
  beside_pids+=($!)
}
wait_beside() {
  local i status failed=0
  for i in "${!beside_pids[@]}"; do
    status=0
    wait "${beside_pids[i]}" || status=$?
    echo "-- ${beside_names[i]} (beside; exit $status):"
    cat "$beside_dir/${beside_names[i]}.log"
    [ "$status" -eq 0 ] || failed=1
  done
  beside_names=() beside_pids=()
  return "$failed"
}
stop_beside() {
  ((${#beside_pids[@]} == 0)) || kill "${beside_pids[@]}" 2>/dev/null || true
  beside_pids=()
}
