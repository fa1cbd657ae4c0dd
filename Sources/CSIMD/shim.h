#ifndef CSIMD_SHIM_H
#define CSIMD_SHIM_H

/* The one vector instruction Swift's SIMD types cannot reach: a mask of sixteen byte lanes (each
 * all ones or all zeros) as sixteen bits, bit 0 the first lane. On x86-64 it is SSE2's
 * pmovmskb, which the compiler inlines; elsewhere a loop. Swift sees `csimd_bytes` as
 * SIMD16<Int8>. */

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__AVX512BW__)
#include <immintrin.h>
#endif

typedef int8_t csimd_bytes __attribute__((vector_size(16)));

static inline uint32_t csimd_lane_bits(csimd_bytes lanes) {
#if defined(__SSE2__)
    return (uint32_t)_mm_movemask_epi8((__m128i)lanes);
#else
    uint32_t bits = 0;
    for (int lane = 0; lane < 16; lane++) bits |= (uint32_t)(lanes[lane] < 0) << lane;
    return bits;
#endif
}


/* The same for sixty-four byte lanes, as sixty-four bits: AVX-512's vpmovb2m where the compiler
 * targets it, else four of the above. Swift sees `csimd_bytes64` as SIMD64<Int8>. */
typedef int8_t csimd_bytes64 __attribute__((vector_size(64)));

static inline uint64_t csimd_lane_bits64(csimd_bytes64 lanes) {
#if defined(__AVX512BW__)
    return (uint64_t)_mm512_movepi8_mask((__m512i)lanes);
#else
    uint64_t bits = 0;
    for (int block = 0; block < 4; block++) {
        csimd_bytes part;
        for (int lane = 0; lane < 16; lane++) part[lane] = lanes[block * 16 + lane];
        bits |= (uint64_t)csimd_lane_bits(part) << (16 * block);
    }
    return bits;
#endif
}

#endif
