/* empty: returns at once. Built twice by scripts/peers: linked with libc alone, and with the
 * libraries Fluid links (SDL2, SDL2_ttf and theirs, zlib, libstdc++), so that the difference between
 * their launch times is what loading those libraries costs any program before its main. */
int main(void) { return 0; }
