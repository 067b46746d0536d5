-- A game's record and first entries (KEYS 1, 2) and, on a single server, its shared
-- ruleset and index entries: the ruleset's JSON ARGV 5 is kept in KEYS 3 (SET NX; none
-- when ARGV 5 is empty), game ARGV 2 joins the set of presets KEYS 4 as ARGV 4 and the
-- sorted sets KEYS 5... with score ARGV 3 (ZADD NX), all in one step. ARGV 1 counts the
-- record's fields and values (from ARGV 6); the entries follow them. 0: the id is taken.
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then
  return 0
end
local n = tonumber(ARGV[1])
for i = 6, n + 5, 2 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
end
for i = n + 6, #ARGV do
  redis.call('RPUSH', KEYS[2], ARGV[i])
end
if #KEYS >= 3 and ARGV[5] ~= '' then
  redis.call('SET', KEYS[3], ARGV[5], 'NX')
end
if #KEYS >= 4 and ARGV[4] ~= '' then
  redis.call('SADD', KEYS[4], ARGV[4])
end
for i = 5, #KEYS do
  redis.call('ZADD', KEYS[i], 'NX', ARGV[3], ARGV[2])
end
return 1
