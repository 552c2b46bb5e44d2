/** Who follows a user's KYC status in this process, and telling them after a change commits. */
export function createKycFollowers() {
  // Who follows a user's status (the event streams of this process), told after each change commits.
  const followers = new Map<string, Set<() => void>>();
  function announce(userId: string): void {
    for (const follower of followers.get(userId) ?? []) follower();
  }

  /** Follows a user's status: `onChange` runs after each change this process commits. */
  function follow(userId: string, onChange: () => void): () => void {
    let set = followers.get(userId);
    if (!set) followers.set(userId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0 && followers.get(userId) === set) followers.delete(userId);
    };
  }

  return { announce, follow };
}
