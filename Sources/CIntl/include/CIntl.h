/* glibc's gettext functions (libintl.h is not part of Swift's Glibc module). */
#pragma once
#include <libintl.h>
