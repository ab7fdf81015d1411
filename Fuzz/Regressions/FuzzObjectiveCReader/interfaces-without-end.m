@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
@interface A : B
- (void)x:(int)y;
