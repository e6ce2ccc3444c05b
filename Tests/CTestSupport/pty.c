#define _GNU_SOURCE
#include "CTestSupport.h"
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int kg_open_pty(int *master, int *slave) {
    int m = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m < 0) return -1;
    if (grantpt(m) != 0 || unlockpt(m) != 0) { close(m); return -1; }
    const char *name = ptsname(m);
    if (!name) { close(m); return -1; }
    int s = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (s < 0) { close(m); return -1; }
    *master = m;
    *slave = s;
    return 0;
}

int kg_spawnattr_set_new_session(posix_spawnattr_t *attributes) {
    return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSID);
}

int kg_spawnattr_set_new_process_group(posix_spawnattr_t *attributes) {
    if (posix_spawnattr_setpgroup(attributes, 0) != 0) return -1;
    return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETPGROUP);
}

int kg_file_actions_chdir(posix_spawn_file_actions_t *actions, const char *directory) {
    return posix_spawn_file_actions_addchdir_np(actions, directory);
}

int kg_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}
