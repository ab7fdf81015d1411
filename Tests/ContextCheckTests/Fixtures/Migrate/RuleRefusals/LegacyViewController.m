// UnreadBodies: an Objective-C prepareForSegue:sender: is noted as not read.
#import "LegacyViewController.h"

@implementation LegacyViewController

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    [super prepareForSegue:segue sender:sender];
}

@end
