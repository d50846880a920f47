/* The CIntl target only exports include/CIntl.h; SwiftPM needs one source file per C target. */
#include "CIntl.h"
