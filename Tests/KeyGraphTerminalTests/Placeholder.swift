// The skeleton declares this test target; it needs a source file to build.
// Tests for this area belong to other issues.
