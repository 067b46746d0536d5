from enum import StrEnum

class ReplayDocumentDealAlgorithm(StrEnum):
    CONTRIBUTED_SHA2561HMAC_SHA256_CTR_FISHER_YATES1 = "contributed-sha256/1+hmac-sha256-ctr-fisher-yates/1"
    HMAC_SHA256_CTR_FISHER_YATES1 = "hmac-sha256-ctr-fisher-yates/1"

    def __str__(self) -> str:
        return str(self.value)
