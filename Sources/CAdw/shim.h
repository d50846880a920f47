// libadwaita, for TabBench's second baseline (AdwViewStack + AdwViewSwitcherBar) only.
#include <adwaita.h>
