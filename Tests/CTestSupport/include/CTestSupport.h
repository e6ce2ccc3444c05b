// Pseudo-terminal and spawn calls for the end-to-end tests that Swift's Glibc
// module does not expose (they need _GNU_SOURCE / _XOPEN_SOURCE).
#ifndef KEYGRAPH_CTESTSUPPORT_H
#define KEYGRAPH_CTESTSUPPORT_H
#include <spawn.h>

/// Opens a pseudo-terminal pair, both ends close-on-exec; returns 0 on success.
int kg_open_pty(int *master, int *slave);
/// Makes the spawned child start a new session (and so own its terminal).
int kg_spawnattr_set_new_session(posix_spawnattr_t *attributes);
/// Makes the spawned child lead a new process group in the caller's session, as a
/// shell starts a job: stop signals then really stop it (a new session's only
/// process group is orphaned, and the kernel discards SIGTSTP sent to those).
int kg_spawnattr_set_new_process_group(posix_spawnattr_t *attributes);
/// Makes the spawned child start in `directory`.
int kg_file_actions_chdir(posix_spawn_file_actions_t *actions, const char *directory);
/// A pipe whose ends close on exec: a child spawned at the same time by another
/// test must not inherit them (holding a stdin pipe's write end, it would keep
/// `keygraph run -` waiting for end-of-file for ever). Returns 0 on success.
int kg_pipe_cloexec(int fds[2]);
#endif
