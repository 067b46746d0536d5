-- Give open seat ARGV[1] of game KEYS[1] to the built-in bot ARGV[2], named ARGV[3], with its
-- deal contribution ARGV[4] (when given), counting the seats' revision up, in one step (the
-- seat's token field is '' while open). Nil: no such game, or the seat is taken.
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if redis.call('HGET', KEYS[1], 'token:' .. ARGV[1]) ~= '' then return false end
redis.call('HSET', KEYS[1], 'token:' .. ARGV[1], 'bot', 'bot:' .. ARGV[1], ARGV[2], 'name:' .. ARGV[1], ARGV[3])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'contribution:' .. ARGV[1], ARGV[4]) end
redis.call('HINCRBY', KEYS[1], 'seats_rev', 1)
return 1
