// Cairo for Swift: the image backend and PNG support come with the core header.
#ifndef WHIM_CCAIRO_SHIM_H
#define WHIM_CCAIRO_SHIM_H
#include <cairo.h>
#endif
