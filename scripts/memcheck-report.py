"""Summarises a valgrind memcheck log. A definitely-lost block counts against the project when
project code is among the 12 innermost frames of its allocation stack (close enough to have made
or owned the allocation, e.g. a GObject created through a wrapper and never released); blocks
allocated deep inside system libraries (font caches built during the first layout, GL probing in
gtk_init) are listed as theirs even though project code is further down their stack."""
import re
import sys

PROJECT = re.compile(r"\$s(3Gtk|12FloatingTabs|8TabModel|8TabBench|15FloatingTabsApp|12FileBrowsing)|TabBench_main")
DEPTH = 12


def frames(record):
    return [m.group(1) for m in re.finditer(r"==\d+==\s+(?:at|by) 0x[0-9A-F]+: (.*)", record)]


def main(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    ours, theirs = [], []
    for record in re.split(r"\n==\d+== \n", text):
        if "definitely lost in loss record" not in record:
            continue
        stack = frames(record)
        near = [frame for frame in stack[:DEPTH] if PROJECT.search(frame)]
        (ours if near else theirs).append((near[0] if near else stack[1] if len(stack) > 1 else "?", record))
    summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
    print(f"memcheck: {summary.group(0) if summary else 'no leak summary'} in total after GLib/GTK "
          f"suppressions; {len(ours)} record(s) from project code, {len(theirs)} from system libraries")
    for site, _ in theirs:
        print(f"  system: {site[:150]}")
    for site, record in ours:
        print(f"  PROJECT: {site[:150]}")
        print(record.strip())
    return 1 if ours else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
