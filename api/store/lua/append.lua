-- The append (EventStore.append): one step that checks, in this order, that the game
-- exists, whether the idempotency key was answered already (its record, younger than the
-- window, is answered again and nothing is written), the expected version and the record's
-- fields to check; only then writes the entries, the record's fields to set and count up,
-- the snapshot, the key's record, a finished game's expiry and, while the game is watched,
-- its news.
-- KEYS: log, idem (old records), meta, snap, watched, news, idempotency, notices.
-- ARGV: expected version, idempotency key, its record, the record window (ms), a finished
-- game's retention (ms), then counted groups: fields to check (name, value), fields to set
-- (name, value), fields to count up, then the snapshot ('' for none) and the entries.
-- NEWS_TTL_MS is put in when the script is loaded (api/store/scripts.py).
local log, idem, meta, snap, watched, news = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local records, notices = KEYS[7], KEYS[8]
local expected = tonumber(ARGV[1])
local key, stored_record = ARGV[2], ARGV[3]
local record_ttl, finished_ttl = tonumber(ARGV[4]), tonumber(ARGV[5])
if redis.call('EXISTS', meta) == 0 then
  return {'missing', ''}
end
local now = 0
if key ~= '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local stored = redis.call('HGET', records, key)
  if stored then
    -- '<written at, ms>:<record>'; one older than the window is not answered
    local colon = string.find(stored, ':', 1, true)
    if record_ttl == 0 or now - tonumber(string.sub(stored, 1, colon - 1)) < record_ttl then
      return {'replayed', string.sub(stored, colon + 1)}
    end
  else
    stored = redis.call('HGET', idem, key)
    if stored then
      return {'replayed', stored}
    end
  end
end
local len = redis.call('LLEN', log)
if len ~= expected then
  return {'conflict', tostring(len)}
end
local checks = tonumber(ARGV[6])
for i = 7, 6 + 2 * checks, 2 do
  if (redis.call('HGET', meta, ARGV[i]) or '') ~= ARGV[i + 1] then
    return {'stale', ARGV[i]}
  end
end
local sets_at = 7 + 2 * checks
local sets = tonumber(ARGV[sets_at])
local incrs_at = sets_at + 2 * sets + 1
local incrs = tonumber(ARGV[incrs_at])
local snapshot = ARGV[incrs_at + incrs + 1]
local first = incrs_at + incrs + 2
for i = first, #ARGV do
  redis.call('RPUSH', log, ARGV[i])
end
local version = len + #ARGV - first + 1
redis.call('HSET', meta, 'version', version)
for i = sets_at + 1, sets_at + 2 * sets, 2 do
  redis.call('HSET', meta, ARGV[i], ARGV[i + 1])
end
for i = incrs_at + 1, incrs_at + incrs do
  redis.call('HINCRBY', meta, ARGV[i], 1)
end
if snapshot ~= '' then
  redis.call('SET', snap, snapshot)
end
if key ~= '' then
  redis.call('HSET', records, key, string.format('%.0f', now) .. ':' .. stored_record)
  if record_ttl > 0 then
    redis.call('PEXPIRE', records, record_ttl)
  end
end
-- a finished game's keys expire together (retention; 0 keeps them), its records at the latest
if finished_ttl > 0 and redis.call('HGET', meta, 'status') == 'over' then
  for _, k in ipairs({log, idem, meta, snap, notices}) do
    redis.call('PEXPIRE', k, finished_ttl)
  end
  if record_ttl == 0 or finished_ttl < record_ttl then
    redis.call('PEXPIRE', records, finished_ttl)
  end
end
if redis.call('EXISTS', watched) == 1 then
  redis.call('XADD', news, 'MAXLEN', '1', '*', 'version', version)
  redis.call('PEXPIRE', news, NEWS_TTL_MS)
  redis.call('PUBLISH', news, version)
end
return {'ok', tostring(version)}
