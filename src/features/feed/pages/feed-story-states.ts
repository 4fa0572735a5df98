/** Every feed story starts with today's notices already seen (the notice has its own story). */
export const SEEN_NOTICES = { session: { feed_seen_notices: '["n1","n2"]' } };
