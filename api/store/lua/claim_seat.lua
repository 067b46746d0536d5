-- Give open seat ARGV[1] of game KEYS[1] its token hash ARGV[2], its name ARGV[3] (when
-- given) and the registered bot ARGV[4] that takes it (when given) with its version tag
-- ARGV[5] (when it has one), counting the seats' revision up. Nil: no such game, or the seat is taken; 0: that bot holds a seat of the
-- game already; else the seat's name.
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local field = 'token:' .. ARGV[1]
if redis.call('HGET', KEYS[1], field) ~= '' then return false end
if ARGV[4] and ARGV[4] ~= '' then
  -- one registered bot, one seat: a bot already seated here is refused in the same step
  local players = tonumber(redis.call('HGET', KEYS[1], 'players') or '0')
  for i = 0, players - 1 do
    if redis.call('HGET', KEYS[1], 'account:' .. i) == ARGV[4] then return 0 end
  end
end
redis.call('HSET', KEYS[1], field, ARGV[2])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'name:' .. ARGV[1], ARGV[3]) end
if ARGV[4] and ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'account:' .. ARGV[1], ARGV[4]) end
if ARGV[5] and ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'bot_version:' .. ARGV[1], ARGV[5]) end
redis.call('HINCRBY', KEYS[1], 'seats_rev', 1)
return redis.call('HGET', KEYS[1], 'name:' .. ARGV[1])
