// Pseudo-terminal and spawn calls for the end-to-end tests that Swift's Glibc
// module does not expose (they need _GNU_SOURCE / _XOPEN_SOURCE).
#ifndef KEYGRAPH_CTESTSUPPORT_H
#define KEYGRAPH_CTESTSUPPORT_H
#include <spawn.h>

/// Opens a pseudo-terminal pair, both ends close-on-exec; returns 0 on success.
int kg_open_pty(int *master, int *slave);
/// A pipe whose ends are close-on-exec, so that children spawned by tests
/// running in parallel never inherit each other's pipes (and so always see EOF).
int kg_pipe(int fds[2]);
/// Makes the spawned child start a new session (and so own its terminal).
int kg_spawnattr_set_new_session(posix_spawnattr_t *attributes);
/// Makes the spawned child start in `directory`.
int kg_file_actions_chdir(posix_spawn_file_actions_t *actions, const char *directory);
#endif
