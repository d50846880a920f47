// libadwaita, for TabBench's second baseline (AdwViewStack + AdwViewSwitcherBar) only.
#include "../CGtk/gtk-versions.h"
#include <adwaita.h>
